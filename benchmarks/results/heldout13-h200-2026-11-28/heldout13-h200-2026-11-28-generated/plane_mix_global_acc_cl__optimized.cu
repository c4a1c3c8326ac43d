extern "C" __global__ void plane_mix_global_acc_opt(const float* planes, const float* wts, float* out, int n, int k) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
        out[i] = 0.0f;
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
            for (int c = 0; c < k - 7; c += 8) {
                float4 wts_v0_0;
                float4 wts_v0_1;
                {
                    wts_v0_0 = *(const float4*)&wts[c];
                    wts_v0_1 = *(const float4*)(&wts[c] + 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
                    out[i] += wts_v0_0.x * planes[c * n + i];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
                    out[i] += wts_v0_0.y * planes[(c + 1) * n + i];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
                    out[i] += wts_v0_0.z * planes[(c + 2) * n + i];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
                    out[i] += wts_v0_0.w * planes[(c + 3) * n + i];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
                    out[i] += wts_v0_1.x * planes[(c + 4) * n + i];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
                    out[i] += wts_v0_1.y * planes[(c + 5) * n + i];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
                    out[i] += wts_v0_1.z * planes[(c + 6) * n + i];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
                    out[i] += wts_v0_1.w * planes[(c + 7) * n + i];
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
            for (int c_r = 0 + (k - 0) / 8 * 8; c_r < k; c_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/plane_mix_global_acc.cl"
                out[i] += wts[c_r] * planes[c_r * n + i];
            }
        }
    }
}
