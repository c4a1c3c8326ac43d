// Held-out suite 15 (frozen). The index of each pixel along a square spiral around the centre
// (width / 2, height / 2) of a width x height grid: the centre is 0, ring k (the pixels at
// Chebyshev distance k) holds 8k indices after the (2k - 1)^2 inside it, counted from
// (k, 1 - k) up the right side, left along the top, down the left side, right along the bottom.
extern "C" __global__ void spiral_index2d(int *index, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int dx = x - width / 2, dy = y - height / 2;
        int k = max(abs(dx), abs(dy));
        int id = 0;
        if (k > 0) {
            int p;
            if (dx == k && dy > -k)
                p = dy + k - 1;
            else if (dy == k)
                p = 2 * k + (k - 1 - dx);
            else if (dx == -k)
                p = 4 * k + (k - 1 - dy);
            else
                p = 6 * k + (dx + k - 1);
            id = (2 * k - 1) * (2 * k - 1) + p;
        }
        index[y * width + x] = id;
    }
}
