import "@fontsource/fraunces/latin-500.css"
import "@fontsource/fraunces/latin-600.css"
import "@fontsource-variable/inter/wght.css"
// Imported one by one (not through CSS @import) so webpack's build cache sees every change.
import "./src/styles/base.css"
import "./src/styles/layout.css"
import "./src/styles/components.css"
import "./src/styles/pages.css"
