extern "C" __global__ void sepia_tone_planes_cf4x(const float* r, const float* g, const float* b, float* ro, float* go, float* bo, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float R_0 = r[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float G_0 = g[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float B_0 = b[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        ro[i_0] = fminf(0.393f * R_0 + 0.769f * G_0 + 0.189f * B_0, 255.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        go[i_0] = fminf(0.349f * R_0 + 0.686f * G_0 + 0.168f * B_0, 255.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        bo[i_0] = fminf(0.272f * R_0 + 0.534f * G_0 + 0.131f * B_0, 255.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float R_1 = r[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float G_1 = g[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float B_1 = b[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        ro[i_1] = fminf(0.393f * R_1 + 0.769f * G_1 + 0.189f * B_1, 255.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        go[i_1] = fminf(0.349f * R_1 + 0.686f * G_1 + 0.168f * B_1, 255.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        bo[i_1] = fminf(0.272f * R_1 + 0.534f * G_1 + 0.131f * B_1, 255.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float R_2 = r[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float G_2 = g[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float B_2 = b[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        ro[i_2] = fminf(0.393f * R_2 + 0.769f * G_2 + 0.189f * B_2, 255.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        go[i_2] = fminf(0.349f * R_2 + 0.686f * G_2 + 0.168f * B_2, 255.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        bo[i_2] = fminf(0.272f * R_2 + 0.534f * G_2 + 0.131f * B_2, 255.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float R_3 = r[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float G_3 = g[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float B_3 = b[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        ro[i_3] = fminf(0.393f * R_3 + 0.769f * G_3 + 0.189f * B_3, 255.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        go[i_3] = fminf(0.349f * R_3 + 0.686f * G_3 + 0.168f * B_3, 255.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        bo[i_3] = fminf(0.272f * R_3 + 0.534f * G_3 + 0.131f * B_3, 255.0f);
    }
}
