// streamcluster_cuda.cu: cost of opening a center (Rodinia style)
#include <stdio.h>
#include <cuda.h>

#define THREADS_PER_BLOCK 512
#define MAXBLOCKS 65536

typedef struct {
  float weight;
  long assign;  /* number of point where this one is assigned */
  float cost;  /* cost of that assignment, weight*distance */
} Point_Struct;

/* kernel */
__global__ void
kernel_compute_cost(int num, int dim, long x, Point_Struct *p, int K, int stride,
					float *coord_d, float *work_mem_d, int *center_table_d, bool *switch_membership_d)
{
	// block ID and global thread ID
	const int bid  = blockIdx.x + gridDim.x * blockIdx.y;
	const int tid = blockDim.x * bid + threadIdx.x;

	if(tid < num)
	{
		float *lower = &work_mem_d[tid*stride];

		// cost between this point and point[x]: euclidean distance multiplied by weight
		float x_cost = 0.0;
		for(int i=0; i<dim; i++)
			x_cost += (coord_d[(i*num)+x] - coord_d[(i*num)+tid]) * (coord_d[(i*num)+x] - coord_d[(i*num)+tid]);
		x_cost = x_cost * p[tid].weight;

		float current_cost = p[tid].cost;

		// if computed cost is less then original (it saves), mark it as to reassign
		if ( x_cost < current_cost )
		{
			switch_membership_d[tid] = 1;
			int addr_1 = K;
			lower[addr_1] += x_cost - current_cost;
		}
		// if computed cost is larger, save the difference
		else
		{
			int assign = p[tid].assign;
			lower[center_table_d[assign]] += current_cost - x_cost;
		}
	}
}
