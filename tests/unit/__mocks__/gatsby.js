const React = require("react")

module.exports = {
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(({ to, activeClassName, partiallyActive, ...rest }) =>
      React.createElement("a", { ...rest, href: to }),
    ),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
  withPrefix: (path) => path,
}
