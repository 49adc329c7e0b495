const React = require("react")
const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({
        activeClassName: _a,
        activeStyle: _b,
        getProps: _c,
        innerRef: _d,
        partiallyActive: _e,
        replace: _f,
        to,
        ...rest
      }) => React.createElement("a", { ...rest, href: to }),
    ),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }) =>
      React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
    ),
  useStaticQuery: jest.fn(),
}
