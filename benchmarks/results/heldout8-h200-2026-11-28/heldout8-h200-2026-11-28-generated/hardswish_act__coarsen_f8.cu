extern "C" __global__ void hardswish_act_cf8x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float v_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float g_0 = fminf(fmaxf(v_0 + 3.0f, 0.0f), 6.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        y[i_0] = v_0 * g_0 / 6.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float v_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float g_1 = fminf(fmaxf(v_1 + 3.0f, 0.0f), 6.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        y[i_1] = v_1 * g_1 / 6.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float v_2 = x[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float g_2 = fminf(fmaxf(v_2 + 3.0f, 0.0f), 6.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        y[i_2] = v_2 * g_2 / 6.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float v_3 = x[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float g_3 = fminf(fmaxf(v_3 + 3.0f, 0.0f), 6.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        y[i_3] = v_3 * g_3 / 6.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float v_4 = x[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float g_4 = fminf(fmaxf(v_4 + 3.0f, 0.0f), 6.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        y[i_4] = v_4 * g_4 / 6.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float v_5 = x[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float g_5 = fminf(fmaxf(v_5 + 3.0f, 0.0f), 6.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        y[i_5] = v_5 * g_5 / 6.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float v_6 = x[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float g_6 = fminf(fmaxf(v_6 + 3.0f, 0.0f), 6.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        y[i_6] = v_6 * g_6 / 6.0f;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float v_7 = x[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        float g_7 = fminf(fmaxf(v_7 + 3.0f, 0.0f), 6.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/hardswish_act.cu"
        y[i_7] = v_7 * g_7 / 6.0f;
    }
}
