extern "C" __global__ void bezier3_eval2d_cf8x(const float* cx, const float* cy, float* outx, float* outy, int curves, int samples) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    int s_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    int s_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    int s_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    int s_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    int s_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    int s_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    int s_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    int s_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    if (s_2 < samples && c < curves) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float t_2 = (float)s_2 / (float)(samples - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float u_2 = 1.0f - t_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w0_2 = u_2 * u_2 * u_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w1_2 = 3.0f * u_2 * u_2 * t_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w2_2 = 3.0f * u_2 * t_2 * t_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w3_2 = t_2 * t_2 * t_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outx[c * samples + s_2] = w0_2 * cx[4 * c] + w1_2 * cx[4 * c + 1] + w2_2 * cx[4 * c + 2] + w3_2 * cx[4 * c + 3];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outy[c * samples + s_2] = w0_2 * cy[4 * c] + w1_2 * cy[4 * c + 1] + w2_2 * cy[4 * c + 2] + w3_2 * cy[4 * c + 3];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    if (s_3 < samples && c < curves) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float t_3 = (float)s_3 / (float)(samples - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float u_3 = 1.0f - t_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w0_3 = u_3 * u_3 * u_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w1_3 = 3.0f * u_3 * u_3 * t_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w2_3 = 3.0f * u_3 * t_3 * t_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w3_3 = t_3 * t_3 * t_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outx[c * samples + s_3] = w0_3 * cx[4 * c] + w1_3 * cx[4 * c + 1] + w2_3 * cx[4 * c + 2] + w3_3 * cx[4 * c + 3];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outy[c * samples + s_3] = w0_3 * cy[4 * c] + w1_3 * cy[4 * c + 1] + w2_3 * cy[4 * c + 2] + w3_3 * cy[4 * c + 3];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    if (s_4 < samples && c < curves) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float t_4 = (float)s_4 / (float)(samples - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float u_4 = 1.0f - t_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w0_4 = u_4 * u_4 * u_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w1_4 = 3.0f * u_4 * u_4 * t_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w2_4 = 3.0f * u_4 * t_4 * t_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w3_4 = t_4 * t_4 * t_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outx[c * samples + s_4] = w0_4 * cx[4 * c] + w1_4 * cx[4 * c + 1] + w2_4 * cx[4 * c + 2] + w3_4 * cx[4 * c + 3];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outy[c * samples + s_4] = w0_4 * cy[4 * c] + w1_4 * cy[4 * c + 1] + w2_4 * cy[4 * c + 2] + w3_4 * cy[4 * c + 3];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    if (s_5 < samples && c < curves) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float t_5 = (float)s_5 / (float)(samples - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float u_5 = 1.0f - t_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w0_5 = u_5 * u_5 * u_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w1_5 = 3.0f * u_5 * u_5 * t_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w2_5 = 3.0f * u_5 * t_5 * t_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w3_5 = t_5 * t_5 * t_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outx[c * samples + s_5] = w0_5 * cx[4 * c] + w1_5 * cx[4 * c + 1] + w2_5 * cx[4 * c + 2] + w3_5 * cx[4 * c + 3];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outy[c * samples + s_5] = w0_5 * cy[4 * c] + w1_5 * cy[4 * c + 1] + w2_5 * cy[4 * c + 2] + w3_5 * cy[4 * c + 3];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    if (s_6 < samples && c < curves) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float t_6 = (float)s_6 / (float)(samples - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float u_6 = 1.0f - t_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w0_6 = u_6 * u_6 * u_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w1_6 = 3.0f * u_6 * u_6 * t_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w2_6 = 3.0f * u_6 * t_6 * t_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w3_6 = t_6 * t_6 * t_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outx[c * samples + s_6] = w0_6 * cx[4 * c] + w1_6 * cx[4 * c + 1] + w2_6 * cx[4 * c + 2] + w3_6 * cx[4 * c + 3];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outy[c * samples + s_6] = w0_6 * cy[4 * c] + w1_6 * cy[4 * c + 1] + w2_6 * cy[4 * c + 2] + w3_6 * cy[4 * c + 3];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
    if (s_7 < samples && c < curves) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float t_7 = (float)s_7 / (float)(samples - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float u_7 = 1.0f - t_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w0_7 = u_7 * u_7 * u_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w1_7 = 3.0f * u_7 * u_7 * t_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w2_7 = 3.0f * u_7 * t_7 * t_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        float w3_7 = t_7 * t_7 * t_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outx[c * samples + s_7] = w0_7 * cx[4 * c] + w1_7 * cx[4 * c + 1] + w2_7 * cx[4 * c + 2] + w3_7 * cx[4 * c + 3];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cl"
        outy[c * samples + s_7] = w0_7 * cy[4 * c] + w1_7 * cy[4 * c + 1] + w2_7 * cy[4 * c + 2] + w3_7 * cy[4 * c + 3];
    }
}
