"""Sub-commands of ``chapo``: one module each, with ``add_parser(subparsers)`` and ``run(args)``."""
