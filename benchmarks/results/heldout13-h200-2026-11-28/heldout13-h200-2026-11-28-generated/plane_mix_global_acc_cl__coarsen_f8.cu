extern "C" __global__ void plane_mix_global_acc_cf8x(const float* planes, const float* wts, float* out, int n, int k) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        out[i_0] = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        for (int c_0 = 0; c_0 < k; c_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
            out[i_0] += wts[c_0] * planes[c_0 * n + i_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        out[i_1] = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        for (int c_1 = 0; c_1 < k; c_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
            out[i_1] += wts[c_1] * planes[c_1 * n + i_1];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        out[i_2] = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        for (int c_2 = 0; c_2 < k; c_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
            out[i_2] += wts[c_2] * planes[c_2 * n + i_2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        out[i_3] = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        for (int c_3 = 0; c_3 < k; c_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
            out[i_3] += wts[c_3] * planes[c_3 * n + i_3];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        out[i_4] = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        for (int c_4 = 0; c_4 < k; c_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
            out[i_4] += wts[c_4] * planes[c_4 * n + i_4];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        out[i_5] = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        for (int c_5 = 0; c_5 < k; c_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
            out[i_5] += wts[c_5] * planes[c_5 * n + i_5];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        out[i_6] = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        for (int c_6 = 0; c_6 < k; c_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
            out[i_6] += wts[c_6] * planes[c_6 * n + i_6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        out[i_7] = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        for (int c_7 = 0; c_7 < k; c_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
            out[i_7] += wts[c_7] * planes[c_7 * n + i_7];
    }
}
