/* polybench_gpu.cuh: common sizes for the PolyBench/GPU-style kernels of this folder */
#ifndef POLYBENCH_GPU_CUH
#define POLYBENCH_GPU_CUH
#ifndef N
#define N 1024
#endif
#define M N
#define NI N
#define NJ N
#define NK N
#define NL N
#define NM N
#define DIM_THREAD_BLOCK_X 32
#define DIM_THREAD_BLOCK_Y 8
#define FLOAT_N 3214212.01
#define ALPHA 32412.0f
#define BETA 2123.0f
typedef float DATA_TYPE;
#endif
