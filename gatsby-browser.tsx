import "@fontsource/fraunces/latin-500.css"
import "@fontsource/fraunces/latin-600.css"
import "@fontsource-variable/inter/wght.css"
import "./src/styles/global.css"
