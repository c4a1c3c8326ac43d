/* jacobi1D.cl: double precision when available, sizes from -DN=...
 * warpsmith-breadth: -DN=4096 */
#if defined(cl_khr_fp64)
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double DATA_TYPE;
#else
typedef float DATA_TYPE;
#endif

#ifndef N
#error "compile with -DN=<problem size>"
#endif

__kernel void runJacobi1D_kernel1(__global DATA_TYPE* A, __global DATA_TYPE* B)
{
	int i = get_global_id(0);
	if ((i > 1) && (i < (N-1)))
	{
		B[i] = 0.33333f * (A[i-1] + A[i] + A[i + 1]);
	}
}

__kernel void runJacobi1D_kernel2(__global DATA_TYPE* A, __global DATA_TYPE* B)
{
	int j = get_global_id(0);
	if ((j > 1) && (j < (N-1)))
	{
		A[j] = B[j];
	}
}
