extern "C" __global__ void tile_sum_thread0_cf8x(const float* x, float* partial, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    __shared__ float s[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int t_0 = threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int t_1 = threadIdx.x * 8u + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int t_2 = threadIdx.x * 8u + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int t_3 = threadIdx.x * 8u + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int t_4 = threadIdx.x * 8u + 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int t_5 = threadIdx.x * 8u + 5u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int t_6 = threadIdx.x * 8u + 6u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int t_7 = threadIdx.x * 8u + 7u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int i_0 = blockIdx.x * 256 + t_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int i_1 = blockIdx.x * 256 + t_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int i_2 = blockIdx.x * 256 + t_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int i_3 = blockIdx.x * 256 + t_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int i_4 = blockIdx.x * 256 + t_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int i_5 = blockIdx.x * 256 + t_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int i_6 = blockIdx.x * 256 + t_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    int i_7 = blockIdx.x * 256 + t_7;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    s[t_0] = i_0 < n ? x[i_0] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    s[t_1] = i_1 < n ? x[i_1] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    s[t_2] = i_2 < n ? x[i_2] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    s[t_3] = i_3 < n ? x[i_3] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    s[t_4] = i_4 < n ? x[i_4] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    s[t_5] = i_5 < n ? x[i_5] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    s[t_6] = i_6 < n ? x[i_6] : 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    s[t_7] = i_7 < n ? x[i_7] : 0.0f;
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
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    if (t_2 == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        float acc_2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        for (int k_2 = 0; k_2 < 256; k_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
            acc_2 += s[k_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        partial[blockIdx.x] = acc_2;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    if (t_3 == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        float acc_3 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        for (int k_3 = 0; k_3 < 256; k_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
            acc_3 += s[k_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        partial[blockIdx.x] = acc_3;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    if (t_4 == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        float acc_4 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        for (int k_4 = 0; k_4 < 256; k_4++)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
            acc_4 += s[k_4];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        partial[blockIdx.x] = acc_4;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    if (t_5 == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        float acc_5 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        for (int k_5 = 0; k_5 < 256; k_5++)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
            acc_5 += s[k_5];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        partial[blockIdx.x] = acc_5;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    if (t_6 == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        float acc_6 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        for (int k_6 = 0; k_6 < 256; k_6++)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
            acc_6 += s[k_6];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        partial[blockIdx.x] = acc_6;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
    if (t_7 == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        float acc_7 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        for (int k_7 = 0; k_7 < 256; k_7++)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
            acc_7 += s[k_7];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cu"
        partial[blockIdx.x] = acc_7;
    }
}
