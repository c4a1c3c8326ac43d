extern "C" __global__ void sepia_tone_planes_cf8x(const float* r, const float* g, const float* b, float* ro, float* go, float* bo, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float R_4 = r[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float G_4 = g[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float B_4 = b[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        ro[i_4] = fminf(0.393f * R_4 + 0.769f * G_4 + 0.189f * B_4, 255.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        go[i_4] = fminf(0.349f * R_4 + 0.686f * G_4 + 0.168f * B_4, 255.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        bo[i_4] = fminf(0.272f * R_4 + 0.534f * G_4 + 0.131f * B_4, 255.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float R_5 = r[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float G_5 = g[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float B_5 = b[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        ro[i_5] = fminf(0.393f * R_5 + 0.769f * G_5 + 0.189f * B_5, 255.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        go[i_5] = fminf(0.349f * R_5 + 0.686f * G_5 + 0.168f * B_5, 255.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        bo[i_5] = fminf(0.272f * R_5 + 0.534f * G_5 + 0.131f * B_5, 255.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float R_6 = r[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float G_6 = g[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float B_6 = b[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        ro[i_6] = fminf(0.393f * R_6 + 0.769f * G_6 + 0.189f * B_6, 255.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        go[i_6] = fminf(0.349f * R_6 + 0.686f * G_6 + 0.168f * B_6, 255.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        bo[i_6] = fminf(0.272f * R_6 + 0.534f * G_6 + 0.131f * B_6, 255.0f);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float R_7 = r[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float G_7 = g[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float B_7 = b[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        ro[i_7] = fminf(0.393f * R_7 + 0.769f * G_7 + 0.189f * B_7, 255.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        go[i_7] = fminf(0.349f * R_7 + 0.686f * G_7 + 0.168f * B_7, 255.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        bo[i_7] = fminf(0.272f * R_7 + 0.534f * G_7 + 0.131f * B_7, 255.0f);
    }
}
