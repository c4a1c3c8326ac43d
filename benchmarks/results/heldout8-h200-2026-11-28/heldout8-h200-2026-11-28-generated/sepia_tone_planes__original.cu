extern "C" __global__ void sepia_tone_planes(const float* r, const float* g, const float* b, float* ro, float* go, float* bo, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cu"
        float R = r[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cu"
        float G = g[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cu"
        float B = b[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cu"
        ro[i] = fminf(0.393f * R + 0.769f * G + 0.189f * B, 255.0f);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cu"
        go[i] = fminf(0.349f * R + 0.686f * G + 0.168f * B, 255.0f);
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/sepia_tone_planes.cu"
        bo[i] = fminf(0.272f * R + 0.534f * G + 0.131f * B, 255.0f);
    }
}
