/*
 * Mantine styles of the components only the admin area uses. Imported by its lazy page, so Vite ships this CSS with the
 * admin chunks instead of the first load of the site (same order rule as styles/mantine.ts). The charts' CSS comes
 * with the charts module (components/admin/charts).
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Spoiler.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
