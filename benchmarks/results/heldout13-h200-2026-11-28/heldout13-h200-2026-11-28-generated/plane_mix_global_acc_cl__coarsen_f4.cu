extern "C" __global__ void plane_mix_global_acc_cf4x(const float* planes, const float* wts, float* out, int n, int k) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
}
