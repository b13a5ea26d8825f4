/*
 * Mantine styles of the components only the checkout and My Orders pages use. Imported by those lazy pages, so Vite
 * ships this CSS with their chunks instead of the first load of the site (same order rule as styles/mantine.ts).
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
