extern "C" __global__ void ccm3x3_planes(const float* r, const float* g, const float* b, float* ro, float* go, float* bo, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float R = r[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float G = g[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        float B = b[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        ro[i] = fminf(fmaxf(1.2f * R - 0.15f * G - 0.05f * B, 0.0f), 1.0f);
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        go[i] = fminf(fmaxf(-0.1f * R + 1.25f * G - 0.15f * B, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cu"
        bo[i] = fminf(fmaxf(0.02f * R - 0.22f * G + 1.2f * B, 0.0f), 1.0f);
    }
}
