extern "C" __global__ void plane_mix_global_acc_cf2x(const float* planes, const float* wts, float* out, int n, int k) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
