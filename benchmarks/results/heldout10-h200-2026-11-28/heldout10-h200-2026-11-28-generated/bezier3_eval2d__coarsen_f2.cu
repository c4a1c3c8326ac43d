extern "C" __global__ void bezier3_eval2d_cf2x(const float* cx, const float* cy, float* outx, float* outy, int curves, int samples) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
    int s_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
    int s_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
    int c = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
    if (s_0 < samples && c < curves) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float t_0 = (float)s_0 / (float)(samples - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float u_0 = 1.0f - t_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float w0_0 = u_0 * u_0 * u_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float w1_0 = 3.0f * u_0 * u_0 * t_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float w2_0 = 3.0f * u_0 * t_0 * t_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float w3_0 = t_0 * t_0 * t_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        outx[c * samples + s_0] = w0_0 * cx[4 * c] + w1_0 * cx[4 * c + 1] + w2_0 * cx[4 * c + 2] + w3_0 * cx[4 * c + 3];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        outy[c * samples + s_0] = w0_0 * cy[4 * c] + w1_0 * cy[4 * c + 1] + w2_0 * cy[4 * c + 2] + w3_0 * cy[4 * c + 3];
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
    if (s_1 < samples && c < curves) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float t_1 = (float)s_1 / (float)(samples - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float u_1 = 1.0f - t_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float w0_1 = u_1 * u_1 * u_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float w1_1 = 3.0f * u_1 * u_1 * t_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float w2_1 = 3.0f * u_1 * t_1 * t_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float w3_1 = t_1 * t_1 * t_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        outx[c * samples + s_1] = w0_1 * cx[4 * c] + w1_1 * cx[4 * c + 1] + w2_1 * cx[4 * c + 2] + w3_1 * cx[4 * c + 3];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        outy[c * samples + s_1] = w0_1 * cy[4 * c] + w1_1 * cy[4 * c + 1] + w2_1 * cy[4 * c + 2] + w3_1 * cy[4 * c + 3];
    }
}
