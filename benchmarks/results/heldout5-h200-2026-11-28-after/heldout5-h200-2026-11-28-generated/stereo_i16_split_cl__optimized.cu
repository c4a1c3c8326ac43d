extern "C" __global__ void stereo_i16_split_opt(const short* pcm, float* left, float* right, int nframes) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < nframes;
    float4 left_v0;
    float4 right_v1;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if (ucond) {
        uint4 pcm_v = *(const uint4*)&pcm[2 * i_m0];
        left_v0.x = (float)(short)pcm_v.x * (1.0f / 32768.0f);
        right_v1.x = (float)(short)(pcm_v.x >> 16) * (1.0f / 32768.0f);
        left_v0.y = (float)(short)pcm_v.y * (1.0f / 32768.0f);
        right_v1.y = (float)(short)(pcm_v.y >> 16) * (1.0f / 32768.0f);
        left_v0.z = (float)(short)pcm_v.z * (1.0f / 32768.0f);
        right_v1.z = (float)(short)(pcm_v.z >> 16) * (1.0f / 32768.0f);
        left_v0.w = (float)(short)pcm_v.w * (1.0f / 32768.0f);
        *(float4*)(&left[i_m3] - 3) = left_v0;
        right_v1.w = (float)(short)(pcm_v.w >> 16) * (1.0f / 32768.0f);
        *(float4*)(&right[i_m3] - 3) = right_v1;
    }
}
