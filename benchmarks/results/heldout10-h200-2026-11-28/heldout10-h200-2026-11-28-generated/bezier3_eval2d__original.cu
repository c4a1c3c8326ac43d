extern "C" __global__ void bezier3_eval2d(const float* cx, const float* cy, float* outx, float* outy, int curves, int samples) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
    int s = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
    int c = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
    if (s < samples && c < curves) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float t = (float)s / (float)(samples - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float u = 1.0f - t;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float w0 = u * u * u;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float w1 = 3.0f * u * u * t;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float w2 = 3.0f * u * t * t;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        float w3 = t * t * t;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        outx[c * samples + s] = w0 * cx[4 * c] + w1 * cx[4 * c + 1] + w2 * cx[4 * c + 2] + w3 * cx[4 * c + 3];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/bezier3_eval2d.cu"
        outy[c * samples + s] = w0 * cy[4 * c] + w1 * cy[4 * c + 1] + w2 * cy[4 * c + 2] + w3 * cy[4 * c + 3];
    }
}
