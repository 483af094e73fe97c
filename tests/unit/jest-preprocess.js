// Jest compiles with Gatsby's preset as it is (its test stage: CommonJS for Node), not with the build's
// .babelrc.js, whose preset needs a Gatsby build stage.
const babelOptions = { presets: ["babel-preset-gatsby", "@babel/preset-typescript"], babelrc: false, configFile: false }
module.exports = require("babel-jest").default.createTransformer(babelOptions)
