// Fluid's tests compare pictures with the same code users' tests do.
@_exported import FluidTesting
