/*
 * Mantine styles of the components only the learning screens use (quizzes, calculators, the newsletter
 * confirmation, the contact form, the profile's Support and Newsletter tabs). Imported by those lazy screens, so
 * Vite ships this CSS with their chunks instead of the first load of the site.
 * Same order rule as styles/mantine.ts: these come after the shared building blocks already loaded.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tabs.css';
