/* real.h: precision selection shared by the kernels of nbody.cl */
#ifndef REAL_H
#define REAL_H

#if defined(USE_DOUBLE)
#if defined(cl_khr_fp64)
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#elif defined(cl_amd_fp64)
#pragma OPENCL EXTENSION cl_amd_fp64 : enable
#else
#error "double precision requested but not supported by this device"
#endif
typedef double real;
typedef double4 real4;
#define R(x) x
#else
typedef float real;
typedef float4 real4;
#define R(x) x##f
#endif

#endif
