extern "C" __global__ void tile_sum_thread0(const float* x, float* partial, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    __shared__ float s[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int t = threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int i = blockIdx.x * 256 + t;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    s[t] = i < n ? x[i] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    if (t == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        float acc = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        for (int k = 0; k < 256; k++)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
            acc += s[k];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        partial[blockIdx.x] = acc;
    }
}
