extern "C" __global__ void bezier3_eval2d_cf2x(const float* cx, const float* cy, float* outx, float* outy, int curves, int samples) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    int s_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    int s_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    int c = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    if (s_0 < samples && c < curves) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float t_0 = (float)s_0 / (float)(samples - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float u_0 = 1.0f - t_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w0_0 = u_0 * u_0 * u_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w1_0 = 3.0f * u_0 * u_0 * t_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w2_0 = 3.0f * u_0 * t_0 * t_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w3_0 = t_0 * t_0 * t_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outx[c * samples + s_0] = w0_0 * cx[4 * c] + w1_0 * cx[4 * c + 1] + w2_0 * cx[4 * c + 2] + w3_0 * cx[4 * c + 3];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outy[c * samples + s_0] = w0_0 * cy[4 * c] + w1_0 * cy[4 * c + 1] + w2_0 * cy[4 * c + 2] + w3_0 * cy[4 * c + 3];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    if (s_1 < samples && c < curves) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float t_1 = (float)s_1 / (float)(samples - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float u_1 = 1.0f - t_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w0_1 = u_1 * u_1 * u_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w1_1 = 3.0f * u_1 * u_1 * t_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w2_1 = 3.0f * u_1 * t_1 * t_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w3_1 = t_1 * t_1 * t_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outx[c * samples + s_1] = w0_1 * cx[4 * c] + w1_1 * cx[4 * c + 1] + w2_1 * cx[4 * c + 2] + w3_1 * cx[4 * c + 3];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outy[c * samples + s_1] = w0_1 * cy[4 * c] + w1_1 * cy[4 * c + 1] + w2_1 * cy[4 * c + 2] + w3_1 * cy[4 * c + 3];
    }
}
