extern "C" __global__ void index_add_atomic(const int* src, const int* idx, int* out, int m, int D) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    int g = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
    if (g < m * D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int i = g / D;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        int j = g - i * D;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/index_add_atomic.cl"
        atomicAdd(&out[idx[i] * D + j], src[g]);
    }
}
