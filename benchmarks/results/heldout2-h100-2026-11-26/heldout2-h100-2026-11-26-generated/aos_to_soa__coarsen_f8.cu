extern "C" __global__ void aos_to_soa_cf8x(const float* aos, float* x, float* y, float* z, float* w, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        x[i_0] = aos[4 * i_0 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        y[i_0] = aos[4 * i_0 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        z[i_0] = aos[4 * i_0 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        w[i_0] = aos[4 * i_0 + 3];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        x[i_1] = aos[4 * i_1 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        y[i_1] = aos[4 * i_1 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        z[i_1] = aos[4 * i_1 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        w[i_1] = aos[4 * i_1 + 3];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        x[i_2] = aos[4 * i_2 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        y[i_2] = aos[4 * i_2 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        z[i_2] = aos[4 * i_2 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        w[i_2] = aos[4 * i_2 + 3];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        x[i_3] = aos[4 * i_3 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        y[i_3] = aos[4 * i_3 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        z[i_3] = aos[4 * i_3 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        w[i_3] = aos[4 * i_3 + 3];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        x[i_4] = aos[4 * i_4 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        y[i_4] = aos[4 * i_4 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        z[i_4] = aos[4 * i_4 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        w[i_4] = aos[4 * i_4 + 3];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        x[i_5] = aos[4 * i_5 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        y[i_5] = aos[4 * i_5 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        z[i_5] = aos[4 * i_5 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        w[i_5] = aos[4 * i_5 + 3];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        x[i_6] = aos[4 * i_6 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        y[i_6] = aos[4 * i_6 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        z[i_6] = aos[4 * i_6 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        w[i_6] = aos[4 * i_6 + 3];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        x[i_7] = aos[4 * i_7 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        y[i_7] = aos[4 * i_7 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        z[i_7] = aos[4 * i_7 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/aos_to_soa.cu"
        w[i_7] = aos[4 * i_7 + 3];
    }
}
