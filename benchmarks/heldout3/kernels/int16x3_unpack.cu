// Held-out suite 3 (frozen). Unpacks 16-bit (x, y, z) samples stored record after record
// (six bytes each, as an IMU or a depth sensor writes them) into three float planes scaled
// by `scale`. One thread per record, three 2-byte loads.
extern "C" __global__ void int16x3_unpack(const short *in, float *X, float *Y, float *Z,
                                          float scale, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        X[i] = (float)in[3 * i + 0] * scale;
        Y[i] = (float)in[3 * i + 1] * scale;
        Z[i] = (float)in[3 * i + 2] * scale;
    }
}
