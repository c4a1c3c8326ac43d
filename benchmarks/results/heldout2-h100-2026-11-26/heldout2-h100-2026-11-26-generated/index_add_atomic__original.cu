extern "C" __global__ void index_add_atomic(const int* src, const int* idx, int* out, int m, int D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    int g = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
    if (g < m * D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int i = g / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        int j = g - i * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cu"
        atomicAdd(&out[idx[i] * D + j], src[g]);
    }
}
