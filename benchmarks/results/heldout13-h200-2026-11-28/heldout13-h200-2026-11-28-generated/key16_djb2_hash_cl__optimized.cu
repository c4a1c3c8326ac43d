extern "C" __global__ void key16_djb2_hash_opt(const unsigned char* keys, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        unsigned int acc = 5381u;
        {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
            for (int b = 0; b < 16 - 15; b += 16) {
                uint4 keys_v0;
                {
                    keys_v0 = *(const uint4*)&keys[16 * i + b];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)(keys_v0.x & 255u);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)((keys_v0.x >> 8) & 255u);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)((keys_v0.x >> 16) & 255u);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)(keys_v0.x >> 24);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)(keys_v0.y & 255u);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)((keys_v0.y >> 8) & 255u);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)((keys_v0.y >> 16) & 255u);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)(keys_v0.y >> 24);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)(keys_v0.z & 255u);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)((keys_v0.z >> 8) & 255u);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)((keys_v0.z >> 16) & 255u);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)(keys_v0.z >> 24);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)(keys_v0.w & 255u);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)((keys_v0.w >> 8) & 255u);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)((keys_v0.w >> 16) & 255u);
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                    acc = acc * 33u + (unsigned int)(keys_v0.w >> 24);
                }
            }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
            for (int b_r = 0 + (16 - 0) / 16 * 16; b_r < 16; b_r++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
                acc = acc * 33u + keys[16 * i + b_r];
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        h[i] = acc;
    }
}
