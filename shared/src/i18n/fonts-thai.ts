/** Noto Sans Thai, Thai glyphs only (the rest falls through to the system font), regular and bold. */
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-700.css';
