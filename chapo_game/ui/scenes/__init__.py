"""The screens. A screen imports the screens it opens, never the one that opened it: the way
back is :meth:`~.base.SceneStack.pop` or :meth:`~.base.SceneStack.to_menu`."""
