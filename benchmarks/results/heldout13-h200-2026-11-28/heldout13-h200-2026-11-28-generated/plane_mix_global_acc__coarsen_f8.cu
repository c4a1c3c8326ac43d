extern "C" __global__ void plane_mix_global_acc_cf8x(const float* planes, const float* wts, float* out, int n, int k) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        out[i_0] = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        for (int c_0 = 0; c_0 < k; c_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
            out[i_0] += wts[c_0] * planes[c_0 * n + i_0];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        out[i_1] = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        for (int c_1 = 0; c_1 < k; c_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
            out[i_1] += wts[c_1] * planes[c_1 * n + i_1];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        out[i_2] = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        for (int c_2 = 0; c_2 < k; c_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
            out[i_2] += wts[c_2] * planes[c_2 * n + i_2];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        out[i_3] = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        for (int c_3 = 0; c_3 < k; c_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
            out[i_3] += wts[c_3] * planes[c_3 * n + i_3];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        out[i_4] = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        for (int c_4 = 0; c_4 < k; c_4++)
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
            out[i_4] += wts[c_4] * planes[c_4 * n + i_4];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        out[i_5] = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        for (int c_5 = 0; c_5 < k; c_5++)
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
            out[i_5] += wts[c_5] * planes[c_5 * n + i_5];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        out[i_6] = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        for (int c_6 = 0; c_6 < k; c_6++)
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
            out[i_6] += wts[c_6] * planes[c_6 * n + i_6];
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        out[i_7] = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
        for (int c_7 = 0; c_7 < k; c_7++)
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cu"
            out[i_7] += wts[c_7] * planes[c_7 * n + i_7];
    }
}
