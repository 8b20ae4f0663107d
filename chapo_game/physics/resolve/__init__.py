"""Resolution of each kind of contact: one small, replaceable model per interaction.

The layout follows pooltool's ``physics/resolve/<interaction>/<model>``: each model is a pure
function on the bodies' velocities whose docstring gives its equations and source, behind one
interface per interaction, chosen by name in :class:`~chapo_game.physics.params.PhysicsParams`:

* :mod:`.ball_cushion` — ``mathavan_2010`` (default) and ``han_2005``;
* :mod:`.ball_ball` — ``frictional_inelastic`` (default, Alciatore's throw model) and
  ``frictionless`` (the textbook exchange along the line of centres);
* :mod:`.stick_ball` — the cue's strike: spin from the tip offset, squirt from the cue's end mass;
* :mod:`.discs` — pins: frictionless impacts of discs of unequal mass, the pocket's rebound.

Nothing here knows the engine, pymunk or the rules.
"""
