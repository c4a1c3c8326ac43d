extern "C" __global__ void ccm3x3_planes(const float* r, const float* g, const float* b, float* ro, float* go, float* bo, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float R = r[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float G = g[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        float B = b[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        ro[i] = fminf(fmaxf(1.2f * R - 0.15f * G - 0.05f * B, 0.0f), 1.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        go[i] = fminf(fmaxf(-0.1f * R + 1.25f * G - 0.15f * B, 0.0f), 1.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/ccm3x3_planes.cl"
        bo[i] = fminf(fmaxf(0.02f * R - 0.22f * G + 1.2f * B, 0.0f), 1.0f);
    }
}
