/*
 * Mantine styles of the components only the shop pages use (product list and product page). Imported by those
 * lazy pages, so Vite ships this CSS with their chunks instead of the first load of the site.
 * Same order rule as styles/mantine.ts: these come after the shared building blocks already loaded.
 */
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Tabs.css';
