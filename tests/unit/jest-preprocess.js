// Jest compiles with Gatsby's preset, as the build does, in its test stage (CommonJS for Node).
const babelOptions = { presets: ["babel-preset-gatsby", "@babel/preset-typescript"], babelrc: false, configFile: false }
module.exports = require("babel-jest").default.createTransformer(babelOptions)
