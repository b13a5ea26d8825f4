/*
 * Mantine styles of the components only the Cart and Favorites pages use. Imported by those lazy pages, so Vite
 * ships this CSS with their chunks instead of the first load of the site (same order rule as styles/mantine.ts).
 */
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SegmentedControl.css';
