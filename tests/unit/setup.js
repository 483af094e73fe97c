global.___loader = { enqueue: jest.fn() }
global.TextEncoder ??= require("util").TextEncoder
