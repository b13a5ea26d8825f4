/*
 * Mantine styles of the components only the account pages use (sign-in, sign-up, password, profile). Imported
 * by those lazy pages, so Vite ships this CSS with their chunks instead of the first load of the site.
 * Same order rule as styles/mantine.ts: these come after the shared building blocks already loaded.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Tabs.css';
