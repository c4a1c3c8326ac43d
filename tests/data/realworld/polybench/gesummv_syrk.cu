#include "polybench_gpu.cuh"

__global__ void gesummv_kernel(DATA_TYPE *a, DATA_TYPE *b, DATA_TYPE *x, DATA_TYPE *y, DATA_TYPE *tmp)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < N)
	{
		int j;
		for(j = 0; j < N; j++)
		{
			tmp[i] += a[i * N + j] * x[j];
			y[i] += b[i * N + j] * x[j];
		}
		y[i] = ALPHA * tmp[i] + BETA * y[i];
	}
}

__global__ void syrk_kernel(DATA_TYPE ALPHA_, DATA_TYPE BETA_, DATA_TYPE *a, DATA_TYPE *c)
{
	/*  C := alpha*A*A' + beta*C */
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	int i = blockIdx.y * blockDim.y + threadIdx.y;

	if ((i < N) && (j < N))
	{
		c[i * N + j] *= BETA_;
		int k;
		for(k=0; k< M; k++)
		{
			c[i * N + j] += ALPHA_ * a[i * M + k] * a[j * M + k];
		}
	}
}

__global__ void syr2k_kernel(DATA_TYPE *a, DATA_TYPE *b, DATA_TYPE *c)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	int i = blockIdx.y * blockDim.y + threadIdx.y;

	if ((i < NI) && (j < NI))
	{
		c[i * NI + j] *= BETA;

		int k;
		for(k = 0; k < NJ; k++)
		{
			c[i * NI + j] += ALPHA * a[i * NJ + k] * b[j * NJ + k] + ALPHA * b[i * NJ + k] * a[j * NJ + k];
		}
	}
}
