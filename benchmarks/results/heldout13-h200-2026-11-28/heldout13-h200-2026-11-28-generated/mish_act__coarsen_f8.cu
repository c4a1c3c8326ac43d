extern "C" __global__ void mish_act_cf8x(const float* x, float* y, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 4 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    if (i_0 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        float v_0 = x[i_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        y[i_0] = v_0 * tanhf(log1pf(expf(v_0)));
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    if (i_1 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        float v_1 = x[i_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        y[i_1] = v_1 * tanhf(log1pf(expf(v_1)));
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    if (i_2 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        float v_2 = x[i_2];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        y[i_2] = v_2 * tanhf(log1pf(expf(v_2)));
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    if (i_3 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        float v_3 = x[i_3];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        y[i_3] = v_3 * tanhf(log1pf(expf(v_3)));
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    if (i_4 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        float v_4 = x[i_4];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        y[i_4] = v_4 * tanhf(log1pf(expf(v_4)));
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    if (i_5 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        float v_5 = x[i_5];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        y[i_5] = v_5 * tanhf(log1pf(expf(v_5)));
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    if (i_6 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        float v_6 = x[i_6];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        y[i_6] = v_6 * tanhf(log1pf(expf(v_6)));
    }
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
    if (i_7 < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        float v_7 = x[i_7];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/mish_act.cu"
        y[i_7] = v_7 * tanhf(log1pf(expf(v_7)));
    }
}
