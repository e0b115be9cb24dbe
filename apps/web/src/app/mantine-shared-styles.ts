// Mantine's styles that every page gets, loaded with the entry chunk before anything renders (decision 0074):
// the reset, the theme's CSS variables and global classes, then the components of the shell (header, page
// loader, error dialogs, alerts) and the few layout pieces almost every page uses. Everything else is imported
// by the file that uses it, so each lazy route chunk carries its own CSS. apps/web/src/app/mantine-styles.test.ts
// fails, naming the import to add, when a file uses a component whose stylesheet is neither here nor in it.
// Order: Mantine's own (dependencies first: UnstyledButton before Button), which the check also holds.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
