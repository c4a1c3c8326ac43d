extern "C" __global__ void sepia_tone_planes(const float* r, const float* g, const float* b, float* ro, float* go, float* bo, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float R = r[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float G = g[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        float B = b[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        ro[i] = fminf(0.393f * R + 0.769f * G + 0.189f * B, 255.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        go[i] = fminf(0.349f * R + 0.686f * G + 0.168f * B, 255.0f);
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cl"
        bo[i] = fminf(0.272f * R + 0.534f * G + 0.131f * B, 255.0f);
    }
}
