extern "C" __global__ void tile_sum_thread0_cf2x(const float* x, float* partial, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    __shared__ float s[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int t_0 = threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int t_1 = threadIdx.x * 2u + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int i_0 = blockIdx.x * 256 + t_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int i_1 = blockIdx.x * 256 + t_1;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    s[t_0] = i_0 < n ? x[i_0] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    s[t_1] = i_1 < n ? x[i_1] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    if (t_0 == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        float acc_0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        for (int k_0 = 0; k_0 < 256; k_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
            acc_0 += s[k_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        partial[blockIdx.x] = acc_0;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    if (t_1 == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        float acc_1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        for (int k_1 = 0; k_1 < 256; k_1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
            acc_1 += s[k_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        partial[blockIdx.x] = acc_1;
    }
}
