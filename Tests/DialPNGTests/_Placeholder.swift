// placeholder until the target's code lands
