/**
 * mvt_fp64.cl: PolyBench/GPU-style matrix vector product and transpose, in double
 * precision when the device has it.
 */

#if defined(cl_khr_fp64)  // Khronos extension available?
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double DATA_TYPE;
#elif defined(cl_amd_fp64)  // AMD extension available?
#pragma OPENCL EXTENSION cl_amd_fp64 : enable
typedef double DATA_TYPE;
#else
typedef float DATA_TYPE;
#endif

#ifndef N
#define N 4096
#endif

__kernel void mvt_kernel1(__global DATA_TYPE *a, __global DATA_TYPE *x1, __global DATA_TYPE *y_1)
{
	int i = get_global_id(0);

	if (i < N)
	{
		int j;
		for (j=0; j < N; j++)
		{
			x1[i] += a[i * N + j] * y_1[j];
		}
	}
}

__kernel void mvt_kernel2(__global DATA_TYPE *a, __global DATA_TYPE *x2, __global DATA_TYPE *y_2)
{
	int i = get_global_id(0);

	if (i < N)
	{
		int j;
		for (j=0; j < N; j++)
		{
			x2[i] += a[j * N + i] * y_2[j];
		}
	}
}
